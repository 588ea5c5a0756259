/** The course list and search arrive with the community feature; the route is final. */
export function CommunityPage() {
  return (
    <div className="container py-5">
      <h1 className="fw-bold text-primary">Community</h1>
    </div>
  );
}
