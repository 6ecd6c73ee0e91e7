// The back office's warning that e-mails fail or wait (decision 174), on every admin page.
import { Link } from "react-router";
import { Alert } from "./alert";

export interface MailHealthView {
  ok: boolean;
  failing: number;
  waitingLong: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function MailHealthBanner({ health }: { health: MailHealthView }) {
  if (health.ok) return null;
  const parts = [
    health.failing > 0 && `${plural(health.failing, "e-mail is", "e-mails are")} failing`,
    health.waitingLong > 0 && `${plural(health.waitingLong, "e-mail has", "e-mails have")} waited longer than 15 minutes`,
  ].filter(Boolean);
  return (
    <Alert as="div" strong data-mail-health="troubled">
      <p>
        <strong>E-mail trouble:</strong> {parts.join("; ")}.{" "}
        <Link to="/admin/mail" className="font-semibold underline">
          See the e-mails
        </Link>
      </p>
    </Alert>
  );
}
