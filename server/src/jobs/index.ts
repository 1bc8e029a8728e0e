import { z } from 'zod';
import { purgeExpiredSessions } from '../auth/sessions';
import { signInLimits } from '../auth/sign-in-limits';
import type { AppContext } from '../context';
import { checkPushConfiguration } from '../modules/push/config';
import { accessRecordPurgeJob } from './access-records';
import { missCallJob } from './calls';
import { chatNotificationScanJob, chatOneSignalJob, chatPushJob } from './chat-notifications';
import { contentPurgeJob } from './content';
import { dashboardRollupJob } from './dashboards';
import { dataExportBuildJob, dataExportExpiryJob } from './data-exports';
import { deliverEmailJob, sweepEmailsJob } from './deliver-email';
import { forgetResetRequestsJob } from './forget';
import { passwordResetJob } from './password-reset';
import { oneSignalJob, reminderPurgeJob, reminderScanJob, webPushJob } from './reminders';

/** Every job the app runs, in one list, so a worker process knows them all. */
export function registerJobs(ctx: AppContext): void {
  ctx.jobs.define(deliverEmailJob(ctx));
  ctx.jobs.define(sweepEmailsJob(ctx));
  ctx.jobs.define(passwordResetJob(ctx));
  ctx.jobs.define(forgetResetRequestsJob(ctx));
  // Hourly: expired sessions, and failed sign-ins older than the limits' 15-minute window.
  ctx.jobs.define({
    name: 'sessions.purge',
    payload: z.unknown(),
    cron: '17 * * * *',
    handle: async () => {
      await purgeExpiredSessions(ctx.db);
      await signInLimits.purge(ctx.db);
    },
  });
  checkPushConfiguration(ctx.env);
  ctx.jobs.define(reminderScanJob(ctx));
  ctx.jobs.define(reminderPurgeJob(ctx));
  ctx.jobs.define(webPushJob(ctx));
  ctx.jobs.define(oneSignalJob(ctx));
  ctx.jobs.define(contentPurgeJob(ctx));
  ctx.jobs.define(dashboardRollupJob(ctx));
  ctx.jobs.define(chatNotificationScanJob(ctx));
  ctx.jobs.define(chatPushJob(ctx));
  ctx.jobs.define(chatOneSignalJob(ctx));
  ctx.jobs.define(missCallJob(ctx));
  ctx.jobs.define(accessRecordPurgeJob(ctx));
  ctx.jobs.define(dataExportBuildJob(ctx));
  ctx.jobs.define(dataExportExpiryJob(ctx));
}
