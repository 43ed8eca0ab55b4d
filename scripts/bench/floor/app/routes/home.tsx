// The floor page: rendered and hydrated by React Router like any page, with no loader and no data.
export const meta = () => [{ title: "A bare React Router page" }];

export default function Home() {
  return (
    <main>
      <h1>A bare React Router page</h1>
      <p>What the framework costs per request, measured beside the site's pages by npm run bench.</p>
    </main>
  );
}
