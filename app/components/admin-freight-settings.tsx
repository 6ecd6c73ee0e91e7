// The freight settings form of /admin/freight (decision 208): the port of loading FOB names, the
// marine insurance rate, and the default rates for any destination the table does not list.
import { Form } from "react-router";
import { decimalAmount } from "~/domain/money";
import type { FreightSettings } from "~/domain/freight";
import type { FieldErrors } from "~/forms/form-result";
import { insurancePercentText } from "~/freight/freight-admin-row";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { FreightField } from "./admin-freight-field";

export function AdminFreightSettings({ settings, errors }: { settings: FreightSettings; errors: FieldErrors }) {
  return (
    <section aria-labelledby="freight-settings-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="freight-settings-heading" className="text-lg font-semibold text-gray-900">
        Settings
      </h2>
      <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
        <FreightField
          id="freight-port-of-loading"
          name="portOfLoading"
          label="Port of loading"
          hint="Where the containers are loaded: the named place of FOB."
          defaultValue={settings.portOfLoading}
          error={errors.portOfLoading}
          maxLength={80}
        />
        <FreightField
          id="freight-insurance"
          name="insurancePercent"
          label="Marine insurance (%)"
          hint="Of 110% of the CIF value (CIF, DDP), below 5%."
          defaultValue={insurancePercentText(settings.insuranceBasisPoints)}
          error={errors.insurancePercent}
          inputMode="decimal"
        />
        <p id="freight-default-hint" className="text-sm text-gray-700 sm:col-span-2">
          <strong className="font-semibold text-gray-900">Default rates</strong>: the sea freight per container to any port not listed below. A fresh shop
          quotes the spec&apos;s 1,200 per 20ft and 2,000 per 40ft. Rates are in the currency of the tyres&apos; prices.
        </p>
        <FreightField
          id="freight-default-20"
          name="defaultRate20"
          label="Default 20ft rate"
          defaultValue={decimalAmount(settings.defaultRate20Minor)}
          error={errors.defaultRate20}
          inputMode="decimal"
        />
        <FreightField
          id="freight-default-40"
          name="defaultRate40"
          label="Default 40ft rate"
          defaultValue={decimalAmount(settings.defaultRate40Minor)}
          error={errors.defaultRate40}
          inputMode="decimal"
        />
        <div className="sm:col-span-2">
          <button type="submit" name="intent" value="settings" className={PRIMARY_BUTTON}>
            Save the settings
          </button>
        </div>
      </Form>
    </section>
  );
}
