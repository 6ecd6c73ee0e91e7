// The stock feed's API keys on /admin/stock (decision 246): the keys made (name, first
// characters, who made it, last use, revoked), 'Revoke', and a new key shown once, with how to post.
import { Form } from "react-router";
import type { FeedKey } from "~/admin/stock-view";
import { KEY_NAME_MAX } from "~/admin/stock-admin-form";
import { OUTLINE_BUTTON, SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

const when = (at: string | null) => (at ? `${at.slice(0, 16).replace("T", " ")} UTC` : "never");

export function AdminFeedKeys({ keys, newKey, error }: { keys: FeedKey[]; newKey: { name: string; key: string } | null; error?: string }) {
  return (
    <section aria-labelledby="feed-keys-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="feed-keys-heading" className="text-lg font-semibold text-gray-900">
        API keys for the feed
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Your system posts the same file to <code>/api/stock-feed</code> with the header <code>Authorization: Bearer KEY</code>. A key is shown once, when it is
        made; revoke a key you no longer use.
      </p>
      {newKey && (
        <div role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900" data-testid="new-feed-key">
          <p>
            The key for <strong>{newKey.name}</strong>. Copy it now: it is not shown again.
          </p>
          <p className="mt-2 rounded bg-white px-2 py-1 font-mono text-sm break-all">{newKey.key}</p>
        </div>
      )}
      {error && <Alert placement="form">{error}</Alert>}
      <Form method="post" className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="feed-key-name" className="block font-semibold text-gray-900">
            Name of the system that uses the key
          </label>
          <input
            id="feed-key-name"
            name="name"
            required
            maxLength={KEY_NAME_MAX}
            className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900"
          />
        </div>
        <button type="submit" name="intent" value="create-key" className={OUTLINE_BUTTON}>
          Make a key
        </button>
      </Form>
      {keys.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-200 text-sm" data-testid="feed-keys">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="break-words text-gray-800">
                <strong>{key.name}</strong> <code>{key.prefix}…</code>, made by {key.createdBy} on {when(key.createdAt)}; last used {when(key.lastUsedAt)}
                {key.revokedAt && <span className="font-semibold text-red-800"> (revoked {when(key.revokedAt)})</span>}
              </span>
              {!key.revokedAt && (
                <Form method="post">
                  <input type="hidden" name="key" value={key.id} />
                  <button type="submit" name="intent" value="revoke-key" className={SMALL_QUIET_BUTTON} aria-label={`Revoke the key ${key.name}`}>
                    Revoke
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
