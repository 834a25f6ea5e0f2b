// Types of replica.mjs for the TypeScript that drives a cluster.
export function replicaLagMs(replicaUrl: string): Promise<number>;
export function postgresBin(): string | null;
