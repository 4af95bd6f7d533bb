/// <reference lib="webworker" />
/** The pages' worker for slow jobs (bots, hints, generated challenges): one job per message, answered by id. */
import { runJob, type Job } from './jobs.js';

self.onmessage = (event: MessageEvent<{ id: number; job: Job }>) => {
  const { id, job } = event.data;
  self.postMessage({ id, result: runJob(job) });
};
