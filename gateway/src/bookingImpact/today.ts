import { japanDateOf } from '../rest/read.js';

/** Today in Japan, `YYYY-MM-DD` ("from today" means from today in Japan, wherever the gateway runs). */
export const todayInJapan = (now: Date = new Date()): string => japanDateOf(now.getTime())!;
