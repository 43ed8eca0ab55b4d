import { data, type MetaFunction } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import { messages } from "../lib/messages/common.ts";

export const meta: MetaFunction = () => [
  { title: `${messages.notFound} | Coach Directory` },
  { name: "robots", content: "noindex" },
];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
