// The database layer is shared with the gateway's store: db/index.ts (@dogstay/db).
export { dumpDb, openDb, type Db, type OpenDbOptions } from '@dogstay/db';
