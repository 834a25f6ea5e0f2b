// Types of cluster-lib.mjs for the TypeScript that drives a cluster (the cluster test, bench:cluster).
export type ClusterInstance = {
  name: string;
  port: number;
  logFile: string;
  readonly pid: number | null;
  readonly isRunning: boolean;
  start(withinMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
};
export type ClusterOptions = {
  instances?: number;
  port?: number;
  databaseUrl?: string;
  replicaPort?: number | null;
  redisUrl?: string;
  installHaproxy?: boolean;
  env?: Record<string, string>;
  say?: (line: string) => void;
};
export type Cluster = {
  url: string;
  dir: string;
  databaseUrl: string;
  replicaUrl: string | null;
  redisUrl: string;
  instances: ClusterInstance[];
  stop(keepLogs?: boolean): Promise<void>;
};
export const DEFAULT_DATABASE_URL: string;
export function missingForCluster(options?: ClusterOptions): Promise<string[]>;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
