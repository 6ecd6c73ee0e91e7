// One loader value and one paragraph: a page that asks nothing of a database, a session or React.
export function loader() {
  return { greeting: "floor" };
}

export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  return <p>{loaderData.greeting}</p>;
}
