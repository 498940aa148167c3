/** Reviews a line off the screen's thread, sending each judgement as it is made; stopped by being terminated. */
import { judgeOne, type ReviewRequest } from '../lib/review-request';
import { serveJobs } from '../lib/worker-job';

serveJobs((request: ReviewRequest) => request.decisions.length, judgeOne);
