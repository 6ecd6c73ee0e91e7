// 'Go Back' / 'Back': history back within the shop, else home; a plain link to / without JavaScript.
import { Link, useLocation, useNavigate } from "react-router";

export function BackLink({ label, className = "" }: { label: string; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Link
      to="/"
      onClick={(event) => {
        // "default" is the key of the first page of this visit: there is nothing in the shop to go back to.
        if (location.key === "default") return;
        event.preventDefault();
        navigate(-1);
      }}
      className={className}
    >
      {label}
    </Link>
  );
}
