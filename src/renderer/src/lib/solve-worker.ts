/** Runs the solvers off the screen's thread. */
import { solveNow } from './solve-request';
import { serveRequests } from './worker-client';

serveRequests(solveNow);
