// The back office's navigation: the overview and every section, the current one marked.
import { NavLink } from "react-router";
import { ADMIN_SECTIONS } from "~/admin/admin-sections";

const LINK = "inline-block whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold";

export function AdminNav() {
  return (
    // Wraps rather than scrolls: on a phone every section stays in sight.
    <nav aria-label="Back office">
      <ul className="flex flex-wrap gap-1">
        {[{ path: "/admin", label: "Overview" }, ...ADMIN_SECTIONS].map((section) => (
          <li key={section.path}>
            <NavLink
              to={section.path}
              end={section.path === "/admin"}
              className={({ isActive }) => `${LINK} ${isActive ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"}`}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
