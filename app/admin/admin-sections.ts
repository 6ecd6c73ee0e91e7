// The back office's sections, in the order its navigation shows them (issue 15). Browser-safe.

export interface AdminSection {
  path: string;
  label: string;
  /** One line on the overview page: what the seller does there. */
  purpose: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { path: "/admin/catalogue", label: "Catalogue", purpose: "Upload a catalogue file, see what it changes, apply it; past imports and downloads." },
  { path: "/admin/capacities", label: "Capacities", purpose: "How many tyres of a size fit in a 20ft and a 40ft container." },
];
