import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { GROUPS } from "../lib/levels.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { profileFormMessages as t } from "../lib/messages/profile-form.ts";
import { MAX_STORY_VIDEOS, MAX_TRAINING_VIDEOS } from "../lib/profile-form-schema.ts";
import { PhotoInput } from "./photo-input.tsx";
import { Button } from "./ui/button.tsx";
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
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setRows((all) => all.filter((r) => r.key !== row.key));
                focusTarget.current = "add";
              }}
            >
              {removeLabel(i + 1)}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        ref={addRef}
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={rows.length >= max}
        onClick={() => {
          setRows((all) => [...all, { key: nextKey.current++, values: [] }]);
          focusTarget.current = "last";
        }}
      >
        {addLabel}
      </Button>
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

type FieldsProps = {
  own: EditableProfile;
  categories: { name: string; group: string }[];
  can: EditableParts;
  maxCategories: number;
  planNote?: (level: "level3" | "level4") => React.ReactNode;
};

/** A link's input: typed as text (a bare domain is fine), with the URL keyboard. */
function UrlField({
  className,
  label,
  name,
  defaultValue,
}: {
  className?: string;
  label: string;
  name: string;
  defaultValue: string;
}) {
  return (
    <Field
      className={className}
      label={label}
      name={name}
      type="text"
      inputMode="url"
      defaultValue={defaultValue}
      maxLength={FIELD_LIMITS.url}
    />
  );
}

/** A short text input (location, address, phone) of a value that may be missing. */
function ShortField({ label, name, type, value }: { label: string; name: string; type?: "tel"; value: string | null }) {
  return <Field label={label} name={name} type={type} defaultValue={value ?? ""} maxLength={FIELD_LIMITS.short} />;
}

/** Everyone's names. */
function NameFields({ own }: { own: EditableProfile }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t.firstName} name="firstName" defaultValue={own.firstName} maxLength={FIELD_LIMITS.name} />
      <Field label={t.lastName} name="lastName" defaultValue={own.lastName} maxLength={FIELD_LIMITS.name} />
    </div>
  );
}

/** A coach's address (the phone follows it). */
function AddressFields({ own }: { own: EditableProfile }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <ShortField label={t.city} name="city" value={own.city} />
      <ShortField label={t.state} name="state" value={own.state} />
      <ShortField label={t.zip} name="zip" value={own.zip} />
    </div>
  );
}

/** What a coach offers: one-on-one, group coaching, free training. */
function OfferFields({ own }: { own: EditableProfile }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t.offers}</legend>
      <div className="mt-2 flex flex-wrap gap-6">
        <Checkbox name="isOneOnOne" label={t.isOneOnOne} defaultChecked={own.isOneOnOne} />
        <Checkbox name="isGroupCoaching" label={t.isGroupCoaching} defaultChecked={own.isGroupCoaching} />
        <Checkbox name="isFreeTraining" label={t.isFreeTraining} defaultChecked={own.isFreeTraining} />
      </div>
    </fieldset>
  );
}

/** The general section's coach part: address and phone, about, niches and offers. */
function CoachFields({ own, categories, maxCategories }: Omit<FieldsProps, "can" | "planNote">) {
  return (
    <>
      <input type="hidden" name="section" value="coach" />
      <AddressFields own={own} />
      <ShortField label={t.phone} name="phone" type="tel" value={own.phone} />
      <TextArea label={t.aboutMe} name="aboutMe" defaultValue={own.aboutMe} />
      <NichePicker categories={categories} selected={own.categoryNames} max={maxCategories} />
      <OfferFields own={own} />
    </>
  );
}

/** Everyone's part: photo, names and location; a coach's details follow. */
function GeneralSection({ own, categories, can, maxCategories }: Omit<FieldsProps, "planNote">) {
  return (
    <Section title={t.generalProfile}>
      <PhotoInput current={own.photoLink} />
      <NameFields own={own} />
      <ShortField label={t.location} name="location" value={own.location} />
      {can.coach && <CoachFields own={own} categories={categories} maxCategories={maxCategories} />}
    </Section>
  );
}

/** The website and the social link (level 3). */
function LinkFields({ own }: { own: EditableProfile }) {
  return (
    <>
      <input type="hidden" name="section" value="links" />
      <UrlField label={t.website} name="website" defaultValue={own.website ?? ""} />
      <UrlField label={t.socialLink} name="fbProfilePage" defaultValue={own.fbProfilePage ?? ""} />
    </>
  );
}

/** A list of videos: its legend, the hidden `section` that says the list was in the form, and the rows. */
function VideoFieldset({ legend, section, children }: { legend: string; section: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <input type="hidden" name="section" value={section} />
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}

/** Story videos, a title and a link each (level 3). */
function StoryVideoFields({ links }: { links: EditableProfile["storyVideoLinks"] }) {
  return (
    <VideoFieldset legend={t.storyVideos} section="stories">
      <RowList
        initial={links.map((v) => [v.Title, v.Link])}
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
            <UrlField className="min-w-60 flex-[2]" label={t.storyLink(n)} name="storyLink" defaultValue={link} />
          </>
        )}
      />
    </VideoFieldset>
  );
}

/** Training videos, a link each (level 4). */
function TrainingVideoFields({ links }: { links: string[] }) {
  return (
    <VideoFieldset legend={t.trainingVideos} section="training">
      <RowList
        initial={links.map((link) => [link])}
        max={MAX_TRAINING_VIDEOS}
        addLabel={t.addTrainingVideo}
        removeLabel={t.removeTrainingVideo}
        renderRow={([link = ""], n) => (
          <UrlField
            className="min-w-60 flex-1"
            label={t.trainingLink(n)}
            name="trainingVideoLinks"
            defaultValue={link}
          />
        )}
      />
    </VideoFieldset>
  );
}

/** Level 3: links and story videos, or their upgrade prompts. */
function Level3Section({ own, can, planNote }: Pick<FieldsProps, "own" | "can" | "planNote">) {
  return (
    <Section title={t.level3Features}>
      {planNote?.("level3")}
      {can.links ? <LinkFields own={own} /> : <UpgradePrompt text={t.upgradeLinks} />}
      {can.stories ? <StoryVideoFields links={own.storyVideoLinks} /> : <UpgradePrompt text={t.upgradeStoryVideos} />}
    </Section>
  );
}

/** Level 4: training videos, or their upgrade prompt. */
function Level4Section({ own, can, planNote }: Pick<FieldsProps, "own" | "can" | "planNote">) {
  return (
    <Section title={t.level4Features}>
      {planNote?.("level4")}
      {can.training ? (
        <TrainingVideoFields links={own.trainingVideoLinks} />
      ) : (
        <UpgradePrompt text={t.upgradeTrainingVideos} />
      )}
    </Section>
  );
}

/**
 * The fields of the profile form (docs/product.md §15), shared by /profileForm and the admin editor:
 * general profile, level 3 and level 4 features. Parts the editor may not fill show their upgrade
 * prompt; `planNote` adds a line under a level's heading (the admin editor says whether the coach
 * is subscribed to it).
 */
export function ProfileFields({ own, categories, can, maxCategories, planNote }: FieldsProps) {
  return (
    <>
      <GeneralSection own={own} categories={categories} can={can} maxCategories={maxCategories} />

      {can.coach && (
        <>
          <Level3Section own={own} can={can} planNote={planNote} />
          <Level4Section own={own} can={can} planNote={planNote} />
        </>
      )}
    </>
  );
}
