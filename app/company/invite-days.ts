// How long a colleague's invitation link works (decision 255), for the repository and the e-mail.
export const INVITE_DAYS = 14;
export const INVITE_DAYS_TEXT = `${INVITE_DAYS} days`;
