import {
  HIDDEN_GROUP_LABELS,
  hiddenGroupsOf,
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  ROLE_POLICIES,
} from "@shared/domain/team-roles";

/** What each role is for and which figures it does not see, from the same table the server decides with. */
export function RoleGuide() {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {MEMBER_ROLES.map((role) => {
        // Medical papers arrive with the documents' kinds; until then no role is told it misses them.
        const hidden = hiddenGroupsOf(role).filter((group) => group !== "medical");
        return (
          <div key={role} className="rounded-lg border p-3">
            <dt className="font-medium">{MEMBER_ROLE_LABELS[role]}</dt>
            <dd className="text-sm text-muted-foreground">{ROLE_POLICIES[role].summary}</dd>
            {hidden.length > 0 ? (
              <dd className="mt-1 text-xs text-muted-foreground">
                No ve: {hidden.map((group) => HIDDEN_GROUP_LABELS[group].toLowerCase()).join(", ")}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
