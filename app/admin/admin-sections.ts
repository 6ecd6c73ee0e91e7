// The back office's sections, in the order its navigation shows them (issue 15). Browser-safe.

export interface AdminSection {
  path: string;
  label: string;
  /** One line on the overview page: what the seller does there. */
  purpose: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [];
