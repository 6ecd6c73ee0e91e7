// 'Go Back' / 'Back': history back within the shop, else `fallback` (home unless told); a plain
// link to `fallback` without JavaScript.
import { Link, useNavigate } from "react-router";

/** React Router numbers the entries of a visit from 0; 0 means the visit started on this page. */
function isFirstPageOfVisit(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx !== "number" || idx === 0;
}

export function BackLink({ label, fallback = "/", className = "" }: { label: string; fallback?: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        if (isFirstPageOfVisit()) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className={className}
    >
      {label}
    </Link>
  );
}
