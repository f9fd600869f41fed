// The sign-in form works before (and without) its script (issue 24): sent as a form to the sign-in endpoint, it is
// answered with a 303 that carries the session cookie to the form's `next` (an in-app path, else home), or back to
// /auth naming why it failed (http/form-posts.ts; the failures are counted by the limits as for JSON).
import { signInFailureFor, signInFormLanding } from '@common/sign-in-form.ts';
import { answerFormsWithRedirect, formField } from '../../http/form-posts.ts';

export const signInFormHooks = answerFormsWithRedirect((body, status) =>
  signInFormLanding(formField(body, 'next'), status < 300 ? undefined : signInFailureFor(status)),
);
