import { fromPromise } from 'xstate';
import type { FeedbackPayload } from '#machines/apiTypes.ts';
import { api } from '#src/api/client.ts';

/** POST /api/feedback: anonymous; a non-2xx answer throws (the client turns it into an ApiError). */
export const feedbackActors = {
  submitFeedback: fromPromise<unknown, FeedbackPayload>(async ({ input, signal }) => {
    const { data } = await api.POST('/api/feedback', { body: input, signal });
    return data;
  }),
};
