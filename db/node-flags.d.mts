/** Node's flags for a process that opens the embedded database (node-flags.mjs says why). */
export declare const EMBEDDED_DB_NODE_FLAGS: readonly string[];
