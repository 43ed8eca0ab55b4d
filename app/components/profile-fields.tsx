import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { GROUPS } from "../lib/levels.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { profileFormMessages as t } from "../lib/messages/profile-form.ts";
import { MAX_STORY_VIDEOS, MAX_TRAINING_VIDEOS } from "../lib/profile-form-schema.ts";
import { PhotoInput } from "./photo-input.tsx";
import { Field } from "./ui/field.tsx";

export type EditableProfile = {
  photoLink: string | null;
  firstName: string;
  lastName: string;
  location: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  aboutMe: string;
  categoryNames: string[];
  isOneOnOne: boolean;
  isGroupCoaching: boolean;
  isFreeTraining: boolean;
  website: string | null;
  fbProfilePage: string | null;
  storyVideoLinks: { Title: string; Link: string }[];
  trainingVideoLinks: string[];
};

/** Which parts of the form the editor may fill (the owner's level; everything for an admin). */
export type EditableParts = {
  coach: boolean;
  links: boolean;
  stories: boolean;
  training: boolean;
  level5: boolean;
  level6: boolean;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30";
const buttonClass =
  "rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-blue-600/40 disabled:cursor-not-allowed disabled:text-slate-400";

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A locked part: its upgrade prompt, linking to the plans. */
export function UpgradePrompt({ text }: { text: string }) {
  return (
    <p>
      <Link to="/plans" className="font-semibold text-blue-700 hover:underline">
        {text}
      </Link>
    </p>
  );
}

function TextArea({ label, name, defaultValue }: { label: string; name: string; defaultValue: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={6}
        maxLength={FIELD_LIMITS.about}
        defaultValue={defaultValue}
        className={inputClass}
      />
    </div>
  );
}

type Row = { key: number; values: string[] };

/**
 * A list of rows the user adds to and removes from, up to `max`. Focus moves to the new row's
 * first input after adding, and to the add button after removing.
 */
function RowList({
  initial,
  max,
  addLabel,
  removeLabel,
  renderRow,
}: {
  initial: string[][];
  max: number;
  addLabel: string;
  removeLabel: (n: number) => string;
  renderRow: (values: string[], n: number) => React.ReactNode;
}) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((values, key) => ({ key, values })));
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the rows have changed (set by the buttons, read after rendering).
  const focusTarget = useRef<"last" | "add" | null>(null);
  useEffect(() => {
    if (focusTarget.current === "last")
      listRef.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
    if (focusTarget.current === "add") addRef.current?.focus();
    focusTarget.current = null;
  });
  return (
    <div>
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key} className="flex flex-wrap items-end gap-3">
            {renderRow(row.values, i + 1)}
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                setRows((all) => all.filter((r) => r.key !== row.key));
                focusTarget.current = "add";
              }}
            >
              {removeLabel(i + 1)}
            </button>
          </li>
        ))}
      </ol>
      <button
        ref={addRef}
        type="button"
        className={`${buttonClass} mt-3`}
        disabled={rows.length >= max}
        onClick={() => {
          setRows((all) => [...all, { key: nextKey.current++, values: [] }]);
          focusTarget.current = "last";
        }}
      >
        {addLabel}
      </button>
    </div>
  );
}

function NichePicker({
  categories,
  selected,
  max,
}: {
  categories: { name: string; group: string }[];
  selected: string[];
  max: number;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {t.niches} <span className="font-normal text-slate-600">{t.nichesHint(max)}</span>
      </legend>
      <div className="mt-1 grid gap-3 sm:grid-cols-3">
        {Array.from({ length: max }, (_, i) => (
          <div key={`${id}-${i}`}>
            <label htmlFor={`${id}-${i}`} className="sr-only">
              {`${t.niches} ${i + 1}`}
            </label>
            <select id={`${id}-${i}`} name="categoryNames" defaultValue={selected[i] ?? ""} className={inputClass}>
              <option value="">-</option>
              {GROUPS.map((group) => (
                <optgroup key={group} label={group}>
                  {categories
                    .filter((c) => c.group === group)
                    .map((c) => (
                      <option key={c.name} value={c.name}>
                        {c.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-slate-800">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="h-4 w-4" />
      {label}
    </label>
  );
}

/**
 * The fields of the profile form (SPEC.md section 2), shared by /profileForm and the admin editor:
 * general profile, level 3 and level 4 features. Parts the editor may not fill show their upgrade
 * prompt; `planNote` adds a line under a level's heading (the admin editor says whether the coach
 * is subscribed to it).
 */
export function ProfileFields({
  own,
  categories,
  can,
  maxCategories,
  planNote,
}: {
  own: EditableProfile;
  categories: { name: string; group: string }[];
  can: EditableParts;
  maxCategories: number;
  planNote?: (level: "level3" | "level4") => React.ReactNode;
}) {
  return (
    <>
      <Section title={t.generalProfile}>
        <PhotoInput current={own.photoLink} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.firstName} name="firstName" defaultValue={own.firstName} maxLength={FIELD_LIMITS.name} />
          <Field label={t.lastName} name="lastName" defaultValue={own.lastName} maxLength={FIELD_LIMITS.name} />
        </div>
        <Field label={t.location} name="location" defaultValue={own.location ?? ""} maxLength={FIELD_LIMITS.short} />
        {can.coach && (
          <>
            <input type="hidden" name="section" value="coach" />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={t.city} name="city" defaultValue={own.city ?? ""} maxLength={FIELD_LIMITS.short} />
              <Field label={t.state} name="state" defaultValue={own.state ?? ""} maxLength={FIELD_LIMITS.short} />
              <Field label={t.zip} name="zip" defaultValue={own.zip ?? ""} maxLength={FIELD_LIMITS.short} />
            </div>
            <Field
              label={t.phone}
              name="phone"
              type="tel"
              defaultValue={own.phone ?? ""}
              maxLength={FIELD_LIMITS.short}
            />
            <TextArea label={t.aboutMe} name="aboutMe" defaultValue={own.aboutMe} />
            <NichePicker categories={categories} selected={own.categoryNames} max={maxCategories} />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t.offers}</legend>
              <div className="mt-2 flex flex-wrap gap-6">
                <Checkbox name="isOneOnOne" label={t.isOneOnOne} defaultChecked={own.isOneOnOne} />
                <Checkbox name="isGroupCoaching" label={t.isGroupCoaching} defaultChecked={own.isGroupCoaching} />
                <Checkbox name="isFreeTraining" label={t.isFreeTraining} defaultChecked={own.isFreeTraining} />
              </div>
            </fieldset>
          </>
        )}
      </Section>

      {can.coach && (
        <>
          <Section title={t.level3Features}>
            {planNote?.("level3")}
            {can.links ? (
              <>
                <input type="hidden" name="section" value="links" />
                <Field
                  label={t.website}
                  name="website"
                  type="text"
                  inputMode="url"
                  defaultValue={own.website ?? ""}
                  maxLength={FIELD_LIMITS.url}
                />
                <Field
                  label={t.socialLink}
                  name="fbProfilePage"
                  type="text"
                  inputMode="url"
                  defaultValue={own.fbProfilePage ?? ""}
                  maxLength={FIELD_LIMITS.url}
                />
              </>
            ) : (
              <UpgradePrompt text={t.upgradeLinks} />
            )}
            {can.stories ? (
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">{t.storyVideos}</legend>
                <input type="hidden" name="section" value="stories" />
                <div className="mt-2">
                  <RowList
                    initial={own.storyVideoLinks.map((v) => [v.Title, v.Link])}
                    max={MAX_STORY_VIDEOS}
                    addLabel={t.addStoryVideo}
                    removeLabel={t.removeStoryVideo}
                    renderRow={([title = "", link = ""], n) => (
                      <>
                        <Field
                          className="min-w-40 flex-1"
                          label={t.storyTitle(n)}
                          name="storyTitle"
                          defaultValue={title}
                          maxLength={FIELD_LIMITS.short}
                        />
                        <Field
                          className="min-w-60 flex-[2]"
                          label={t.storyLink(n)}
                          name="storyLink"
                          type="text"
                          inputMode="url"
                          defaultValue={link}
                          maxLength={FIELD_LIMITS.url}
                        />
                      </>
                    )}
                  />
                </div>
              </fieldset>
            ) : (
              <UpgradePrompt text={t.upgradeStoryVideos} />
            )}
          </Section>

          <Section title={t.level4Features}>
            {planNote?.("level4")}
            {can.training ? (
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">{t.trainingVideos}</legend>
                <input type="hidden" name="section" value="training" />
                <div className="mt-2">
                  <RowList
                    initial={own.trainingVideoLinks.map((link) => [link])}
                    max={MAX_TRAINING_VIDEOS}
                    addLabel={t.addTrainingVideo}
                    removeLabel={t.removeTrainingVideo}
                    renderRow={([link = ""], n) => (
                      <Field
                        className="min-w-60 flex-1"
                        label={t.trainingLink(n)}
                        name="trainingVideoLinks"
                        type="text"
                        inputMode="url"
                        defaultValue={link}
                        maxLength={FIELD_LIMITS.url}
                      />
                    )}
                  />
                </div>
              </fieldset>
            ) : (
              <UpgradePrompt text={t.upgradeTrainingVideos} />
            )}
          </Section>
        </>
      )}
    </>
  );
}
