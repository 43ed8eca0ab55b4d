import { Form } from "react-router";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import type { BannerPreference } from "../../lib/banner-schemas.ts";
import { Button } from "../ui/button.tsx";

/** Which banners the site shows: Google's placeholder or the ad server's. */
export function BannerChoice({ banner }: { banner: BannerPreference }) {
  return (
    <section aria-labelledby="admin-banner">
      <h2 id="admin-banner" className="text-xl font-semibold text-slate-900">
        {t.bannerTitle}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="banner" />
        <fieldset className="flex gap-4">
          <legend className="sr-only">{t.bannerTitle}</legend>
          {[
            { value: "true", label: t.googleAds },
            { value: "false", label: t.customAds },
          ].map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="isGoogleBanner"
                value={choice.value}
                defaultChecked={String(banner.isGoogleBanner) === choice.value}
                className="h-4 w-4"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" variant="secondary" size="sm">
          {t.bannerSave}
        </Button>
      </Form>
    </section>
  );
}
