/** A decimal amount as a number for placing a bar or a point only; every figure shown stays the API's exact string. */
export const chartNumber = (amount: string): number => Number(amount);
