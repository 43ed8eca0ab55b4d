import { useId, useState } from "react";
import { PHOTO_MAX_BYTES } from "../lib/limits.ts";
import { profileFormMessages } from "../lib/messages/profile-form.ts";
import { photoMessages } from "../lib/messages/photos.ts";
import { Avatar } from "./ui/avatar.tsx";
import { FormMessage } from "./ui/field.tsx";

/**
 * The profile photo: the current one, and a file picker whose choice travels as a data URL (the
 * API's form, docs/product.md §16) in the hidden `photo` field. The browser checks type and size
 * only to answer at once; the server judges the bytes again.
 */
export function PhotoInput({ current }: { current: string | null }) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [dataUrl, setDataUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    setDataUrl("");
    setPreview(null);
    if (!file) return setProblem(null);
    if (file.type !== "image/jpeg" && file.type !== "image/png") return setProblem(photoMessages.notJpgOrPng);
    if (file.size >= PHOTO_MAX_BYTES) return setProblem(photoMessages.tooBig);
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === "string" ? reader.result : "";
      setDataUrl(url);
      setPreview(url);
    };
    reader.readAsDataURL(file);
  };
  return (
    <div className="flex items-center gap-4">
      {preview ? (
        <img src={preview} alt="" width={112} height={112} className="size-28 rounded-2xl object-cover" />
      ) : (
        <Avatar src={current} size={112} shape="square" />
      )}
      <div className="space-y-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {profileFormMessages.photo}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          onChange={(e) => choose(e.target.files?.[0])}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
        <input type="hidden" name="photo" value={dataUrl} />
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
      </div>
    </div>
  );
}
