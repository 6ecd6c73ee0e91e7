// The buyer's saved addresses (the company profile's, decision 255) as a choice above an inquiry's
// address: the form starts from the first, and picking another fills the address in. Shown only
// when the profile keeps more than one.
import { oneLine } from "~/domain/buyer-company";
import { INQUIRY_EN } from "~/i18n/messages/inquiry.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

export function SavedAddressPicker({ addresses, onPick }: { addresses: readonly string[]; onPick: (address: string) => void }) {
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("inquiry") ?? INQUIRY_EN;
  if (addresses.length < 2) return null;
  return (
    <div>
      <label htmlFor="inquiry-saved-address" className="mb-1 block text-sm font-medium">
        {words.savedAddresses}
      </label>
      <select
        id="inquiry-saved-address"
        defaultValue={addresses[0]}
        onChange={(event) => onPick(event.target.value)}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2"
      >
        {addresses.map((address, i) => (
          <option key={i} value={address}>
            {oneLine(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
