// The buyer's company (decision 255): read with its members and open invitations, saved by its
// owner, created by a first inquiry when the buyer ticked the box, joined through an invitation.
// An account belongs to at most one company (the member table's key is the account).
import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { isUniqueViolation } from "~/db/dialect.server";
import type { BuyerCompanyTable, Database } from "~/db/schema";
import type { BuyerCompany, BuyerCompanyProfile } from "~/domain/buyer-company";
import { isIncoterm } from "~/domain/incoterms";
import type { CurrencyCode } from "~/domain/money";
import { formFailure, type FormFailure } from "~/forms/form-result";
import type { CompanyPeople } from "./company-people";
import { INVITE_DAYS } from "./invite-days";

/** Invitations that may wait unanswered at once. */
export const MAX_OPEN_INVITES = 20;

export const MESSAGES = {
  tooManyInvites: `${MAX_OPEN_INVITES} invitations are waiting to be answered. Wait until some colleagues have joined, or their links expire, before inviting more.`,
  notOwner: "Only the company's owner can change its profile or invite colleagues.",
  alreadyMember: (email: string) => `${email} is already a member of this company.`,
  inviteGone: `This invitation link does not work any more: it was used, or it is more than ${INVITE_DAYS} days old. Ask your colleague to invite you again.`,
  wrongAccount: (email: string) => `This invitation is for ${email}. Sign in with that address to join the company.`,
  inOtherCompany: (name: string) => `Your account already belongs to ${name}. An account can belong to one company only.`,
  notMember: (email: string) => `${email} is not a member of this company. Invite them first; they can take it over once they have joined.`,
  ownerLeaving: "Hand the company to a colleague before you leave it: a company always has an owner.",
  noCompany: "Your account does not belong to a company.",
} as const;

export interface CompanyMembership {
  company: BuyerCompany;
  role: "owner" | "member";
}

type UserTable = { user: { id: string; email: string; name: string } };
const withUsers = (db: Kysely<Database>) => db as unknown as Kysely<Database & UserTable>;

function companyOfRow(row: Selectable<BuyerCompanyTable>): BuyerCompany {
  return {
    id: Number(row.id),
    name: row.name,
    country: row.country,
    vatNumber: row.vat_number,
    phone: row.phone,
    addresses: JSON.parse(row.addresses_json) as string[],
    ports: JSON.parse(row.ports_json) as string[],
    incoterm: isIncoterm(row.incoterm) ? row.incoterm : "FOB",
    currency: row.currency as CurrencyCode,
  };
}

const columnsOf = (profile: BuyerCompanyProfile) => ({
  name: profile.name,
  country: profile.country,
  vat_number: profile.vatNumber,
  phone: profile.phone,
  addresses_json: JSON.stringify(profile.addresses),
  ports_json: JSON.stringify(profile.ports),
  incoterm: profile.incoterm,
  currency: profile.currency,
});

export async function getCompanyOf(db: Kysely<Database>, userId: string): Promise<CompanyMembership | null> {
  const row = await db
    .selectFrom("buyer_company_member")
    .innerJoin("buyer_company", "buyer_company.id", "buyer_company_member.company_id")
    .selectAll("buyer_company")
    .select("buyer_company_member.role")
    .where("buyer_company_member.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const { role, ...company } = row;
  return { company: companyOfRow(company), role };
}

export async function listCompanyPeople(db: Kysely<Database>, companyId: number, now = new Date()): Promise<CompanyPeople> {
  const members = await withUsers(db)
    .selectFrom("buyer_company_member")
    .innerJoin("user", "user.id", "buyer_company_member.user_id")
    .select(["user.email", "user.name", "buyer_company_member.role"])
    .where("buyer_company_member.company_id", "=", companyId)
    .orderBy("buyer_company_member.joined_at")
    .orderBy("user.email")
    .execute();
  const invites = await db
    .selectFrom("buyer_company_invite")
    .select(["email", "created_at"])
    .where("company_id", "=", companyId)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at")
    .execute();
  return {
    members: members.map((m) => ({ email: m.email, name: m.name || null, role: m.role })),
    invites: invites.map((i) => ({ email: i.email, createdAt: i.created_at })),
  };
}

async function createCompany(db: Kysely<Database>, userId: string, profile: BuyerCompanyProfile, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("buyer_company")
      .values({ ...columnsOf(profile), created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("buyer_company_member")
      .values({ user_id: userId, company_id: Number(id), role: "owner", joined_at: at })
      .execute();
  });
}

/** Saves the profile: the owner changes the company's, a buyer without one creates it and owns it. */
export async function saveCompany(
  db: Kysely<Database>,
  userId: string,
  profile: BuyerCompanyProfile,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; failure: FormFailure }> {
  const membership = await getCompanyOf(db, userId);
  if (!membership) {
    await createCompany(db, userId, profile, now);
    return { ok: true };
  }
  if (membership.role !== "owner") return { ok: false, failure: formFailure("forbidden", MESSAGES.notOwner) };
  await db
    .updateTable("buyer_company")
    .set({ ...columnsOf(profile), updated_at: now.toISOString() })
    .where("id", "=", membership.company.id)
    .execute();
  return { ok: true };
}

/** A first inquiry's details as the buyer's company, when the buyer has none yet; false when one was there. */
export async function createCompanyFromInquiry(db: Kysely<Database>, userId: string, profile: BuyerCompanyProfile, now = new Date()): Promise<boolean> {
  if (await getCompanyOf(db, userId)) return false;
  try {
    await createCompany(db, userId, profile, now);
    return true;
  } catch (error) {
    // Two first inquiries at once: the other one made the company.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** An invitation for `email` to the owner's company; the token goes only into the e-mail's link. */
export async function inviteColleague(
  db: Kysely<Database>,
  owner: { id: string; email: string },
  email: string,
  now = new Date(),
): Promise<{ ok: true; token: string; company: BuyerCompany } | { ok: false; failure: FormFailure }> {
  const membership = await getCompanyOf(db, owner.id);
  if (!membership || membership.role !== "owner") return { ok: false, failure: formFailure("forbidden", MESSAGES.notOwner) };
  const { company } = membership;
  const people = await listCompanyPeople(db, company.id, now);
  if (people.members.some((member) => member.email.toLowerCase() === email)) {
    return { ok: false, failure: formFailure("rejected", MESSAGES.alreadyMember(email), { email: MESSAGES.alreadyMember(email) }) };
  }
  // An owner's account is no mail cannon: a handful of invitations wait at a time.
  if (people.invites.length >= MAX_OPEN_INVITES)
    return { ok: false, failure: formFailure("rate-limited", MESSAGES.tooManyInvites, { email: MESSAGES.tooManyInvites }) };
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("buyer_company_invite")
    .values({
      company_id: company.id,
      email,
      token_hash: hashOf(token),
      invited_by: owner.email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString(),
      accepted_at: null,
    })
    .execute();
  return { ok: true, token, company };
}

/** Takes back an invitation whose e-mail could not be sent. */
export async function withdrawInvite(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("buyer_company_invite").where("token_hash", "=", hashOf(token)).execute();
}

/**
 * The signed-in buyer joins the company through the e-mail's link: the link proves the mailbox,
 * the account's address must be the one invited, and an account in another company cannot join.
 */
export async function acceptInvite(
  db: Kysely<Database>,
  user: { id: string; email: string },
  token: string,
  now = new Date(),
): Promise<{ ok: true; company: string } | { ok: false; failure: FormFailure }> {
  const invite = await db
    .selectFrom("buyer_company_invite")
    .innerJoin("buyer_company", "buyer_company.id", "buyer_company_invite.company_id")
    .select(["buyer_company_invite.id", "buyer_company_invite.email", "buyer_company_invite.company_id", "buyer_company.name"])
    .where("buyer_company_invite.token_hash", "=", hashOf(token))
    .where("buyer_company_invite.accepted_at", "is", null)
    .where("buyer_company_invite.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!invite) return { ok: false, failure: formFailure("rejected", MESSAGES.inviteGone) };
  if (invite.email !== user.email.toLowerCase()) return { ok: false, failure: formFailure("forbidden", MESSAGES.wrongAccount(invite.email)) };
  const current = await getCompanyOf(db, user.id);
  if (current && current.company.id !== Number(invite.company_id))
    return { ok: false, failure: formFailure("rejected", MESSAGES.inOtherCompany(current.company.name)) };
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!current)
      await trx
        .insertInto("buyer_company_member")
        .values({ user_id: user.id, company_id: Number(invite.company_id), role: "member", joined_at: at })
        .execute();
    await trx.updateTable("buyer_company_invite").set({ accepted_at: at }).where("id", "=", Number(invite.id)).execute();
  });
  return { ok: true, company: invite.name };
}

/**
 * The owner hands the company to another member, who becomes its owner; the old owner stays as a
 * member. One owner at a time: the swap happens only while the caller still owns the company, so
 * two hand-overs at once leave exactly one owner.
 */
export async function handOverCompany(db: Kysely<Database>, ownerId: string, email: string): Promise<{ ok: true } | { ok: false; failure: FormFailure }> {
  const membership = await getCompanyOf(db, ownerId);
  if (!membership || membership.role !== "owner") return { ok: false, failure: formFailure("forbidden", MESSAGES.notOwner) };
  const companyId = membership.company.id;
  const target = await withUsers(db)
    .selectFrom("buyer_company_member")
    .innerJoin("user", "user.id", "buyer_company_member.user_id")
    .select(["buyer_company_member.user_id", "buyer_company_member.role"])
    .where("buyer_company_member.company_id", "=", companyId)
    .where((eb) => eb(eb.fn("lower", ["user.email"]), "=", email))
    .executeTakeFirst();
  if (!target || target.role === "owner")
    return { ok: false, failure: formFailure("rejected", MESSAGES.notMember(email), { member: MESSAGES.notMember(email) }) };
  const handed = await db.transaction().execute(async (trx) => {
    const stepped = await trx
      .updateTable("buyer_company_member")
      .set({ role: "member" })
      .where("user_id", "=", ownerId)
      .where("company_id", "=", companyId)
      .where("role", "=", "owner")
      .executeTakeFirst();
    if (stepped.numUpdatedRows !== 1n) return false;
    await trx.updateTable("buyer_company_member").set({ role: "owner" }).where("user_id", "=", target.user_id).where("company_id", "=", companyId).execute();
    return true;
  });
  return handed ? { ok: true } : { ok: false, failure: formFailure("forbidden", MESSAGES.notOwner) };
}

/**
 * A member leaves the company: from then on they see only their own inquiries, and the company
 * no longer sees theirs. The owner hands the company over first, unless nobody else is in it,
 * when leaving closes the company (its open invitations with it).
 */
export async function leaveCompany(db: Kysely<Database>, userId: string): Promise<{ ok: true } | { ok: false; failure: FormFailure }> {
  const membership = await getCompanyOf(db, userId);
  if (!membership) return { ok: false, failure: formFailure("rejected", MESSAGES.noCompany) };
  const companyId = membership.company.id;
  if (membership.role === "owner") {
    const others = await db
      .selectFrom("buyer_company_member")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("company_id", "=", companyId)
      .where("user_id", "!=", userId)
      .executeTakeFirstOrThrow();
    if (Number(others.n) > 0) return { ok: false, failure: formFailure("rejected", MESSAGES.ownerLeaving) };
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("buyer_company_member").where("user_id", "=", userId).where("company_id", "=", companyId).execute();
    if (membership.role === "owner") {
      await trx.deleteFrom("buyer_company_invite").where("company_id", "=", companyId).execute();
      await trx.deleteFrom("buyer_company").where("id", "=", companyId).execute();
    }
  });
  return { ok: true };
}
