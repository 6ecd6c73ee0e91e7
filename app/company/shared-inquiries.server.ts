// Whose inquiries a buyer sees (decision 255): their own, and every colleague's in their company.
// One condition every buyer-side read of an inquiry uses (My inquiries, a quote, its PDF, its
// answer, 'Request again'), so a company's inquiries are its members' and nobody else's.
import type { ExpressionBuilder } from "kysely";
import type { Database } from "~/db/schema";

export function inquiryVisibleTo(userId: string) {
  return (eb: ExpressionBuilder<Database, "inquiry">) =>
    eb.or([
      eb("inquiry.user_id", "=", userId),
      eb(
        "inquiry.user_id",
        "in",
        eb
          .selectFrom("buyer_company_member as colleague")
          .innerJoin("buyer_company_member as mine", "mine.company_id", "colleague.company_id")
          .select("colleague.user_id")
          .where("mine.user_id", "=", userId),
      ),
    ]);
}
