/** Plays a what-if series off the screen's thread, sending each result as it is played; stopped by being terminated. */
import { playOne, type RedealRequest } from '../lib/redeal-request';
import { serveJobs } from '../lib/worker-job';

serveJobs((request: RedealRequest) => request.deals, playOne);
