/**
 * 'My account' (issue 24): the signed-in member's name, password, two-factor sign-in and sessions.
 * Each section is a component of its own; the two-factor section belongs to the two-factor work.
 */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">My account</h1>
      {/* Profile section */}
      {/* Password section */}
      {/* Two-factor section: goes here, after the password section */}
      {/* Sessions section */}
    </div>
  );
}
