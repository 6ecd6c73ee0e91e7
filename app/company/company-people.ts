// Who is in a buyer's company (decision 255), as /account/company shows it. Browser-safe.
export interface CompanyPeople {
  members: Array<{ email: string; name: string | null; role: "owner" | "member" }>;
  invites: Array<{ email: string; createdAt: string }>;
}
