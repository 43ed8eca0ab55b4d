import { endLapsedComplimentary } from "../admin/admin-levels.server.ts";
import { purgeDeletedProfiles } from "../admin/admin-profiles.server.ts";
import { config } from "../config.server.ts";
import { runContactRetryPass } from "../contact/contact-service.server.ts";
import { getDatabase } from "../db/database.server.ts";
import { sendWeeklyDigests } from "../digest/weekly-digest.server.ts";
import { logger } from "../logger.server.ts";
import { type Mail, sendMail } from "../mail/mailer.server.ts";
import { sweepPhotos } from "../media/photo-sweep.server.ts";
import { watchJobQueue } from "../metrics.server.ts";
import { purgeRemovedReviewTexts } from "../reviews/review-removals.server.ts";
import { pruneRateLimits } from "../security/rate-limit.server.ts";
import { type JobQueue, type JobSpec, startJobQueue } from "./job-queue.server.ts";

// Every periodic and deferred job of the site, in one list (decision 0070).

/** A mail to send: tried again with backoff for about a day when the mail server refuses it. */
const mailJob: JobSpec<Mail> = {
  name: "mail",
  run: (mail) => sendMail(mail),
  retries: 10,
  retrySeconds: 30,
  concurrency: 8,
  // The job holds an address and a text: gone a day after it was sent.
  keepSeconds: 86_400,
};

const siteJobs = (): JobSpec<never>[] => [
  mailJob,
  {
    // Contact messages the mail server did not take are sent again (decision 0046).
    name: "contact-retry",
    everySeconds: config.CONTACT_RETRY_SECONDS,
    run: async () => {
      const { sent, failed } = await runContactRetryPass();
      if (sent || failed) logger.info({ sent, failed }, "contact message retry pass");
    },
    keepSeconds: 3600,
  },
  {
    // Profiles an admin deleted more than 30 days ago are purged (decision 0049); complimentary
    // plans with the four-month switch end on their date, as paid ones do; removed reviews lose
    // their text 12 months after the removal became final (decision 0067).
    name: "daily-clean-up",
    everySeconds: 86_400,
    // As before the queue: a process that starts the day's run serves once it is done.
    beforeServing: true,
    retries: 5,
    retrySeconds: 300,
    run: async () => {
      await purgeDeletedProfiles();
      await endLapsedComplimentary();
      await pruneRateLimits();
      await purgeRemovedReviewTexts();
    },
  },
  {
    // The last whole week's digest for coaches who have one due (decision 0077): any run finds
    // the week's remaining ones, a row per coach and week stops a second mail.
    name: "weekly-digest",
    everySeconds: config.DIGEST_CHECK_SECONDS,
    retries: 3,
    retrySeconds: 300,
    run: () => sendWeeklyDigests(enqueueMail),
  },
  {
    // Photo files nobody points at (a crash between storing and linking, purged profiles) go.
    name: "photo-sweep",
    everySeconds: config.PHOTO_SWEEP_SECONDS,
    atStart: true,
    run: () => sweepPhotos(config.PHOTO_SWEEP_GRACE_SECONDS),
  },
];

let queue: JobQueue | undefined;

/** Starts this process's part of the queue: its workers and its offers of the periodic jobs. */
export async function startJobs(): Promise<void> {
  queue ??= await startJobQueue(getDatabase(), siteJobs(), config.JOB_QUEUE_SCHEMA);
  watchJobQueue(queue.depths);
}

/** Lets running jobs finish (up to `graceSeconds`), before the database closes. */
export async function stopJobs(graceSeconds?: number): Promise<void> {
  const stopping = queue;
  queue = undefined;
  await stopping?.stop(graceSeconds);
}

/** Sends the mail through the queue: after this returns it is stored, and goes out when it can. */
export async function enqueueMail(mail: Mail): Promise<void> {
  if (!queue) throw new Error("The job queue is not started; call startJobs() first.");
  await queue.send(mailJob.name, mail);
}
