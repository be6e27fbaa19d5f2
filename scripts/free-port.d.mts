/** A free TCP port on loopback (scripts/free-port.mjs). */
export function freePort(): Promise<number>;
