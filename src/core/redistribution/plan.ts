// Checks a plan (per-node send orders) against the communication pattern of ℜ_x(K, P) (Bhat et al.
// Sec. 2, Fig. 2a): each sender lists exactly its network receivers R_i, once each. A PlanError names
// the entry; its `step` is the entry's position counted over all senders' lists in node order.
import { PlanError } from "../family";
import type { CommunicationMatrix } from "./matrix";
import type { RedistributionPlan } from "./scenario";

export function checkPlan(m: CommunicationMatrix, plan: RedistributionPlan): void {
  const P = m.processors;
  if (plan.sends.length !== P) {
    throw new PlanError(`plan.sends has ${plan.sends.length} lists; there are ${P} processors`);
  }
  let flat = 0;
  plan.sends.forEach((list, i) => {
    const expected = m.receivers[i] ?? [];
    const seen = new Set<number>();
    list.forEach((j, k) => {
      const where = `plan.sends[${i}][${k}]`;
      if (!Number.isInteger(j) || j < 0 || j >= P) {
        throw new PlanError(`${where}: P${j} does not exist (${P} processors)`, flat);
      }
      if (j === i) {
        throw new PlanError(`${where}: P${i}'s own blocks stay (a local copy), not a network send`, flat);
      }
      if (m.blocks[i * P + j] === 0) {
        throw new PlanError(`${where}: P${i} has no blocks for P${j}`, flat);
      }
      if (seen.has(j)) throw new PlanError(`${where}: P${i} sends to P${j} twice`, flat);
      seen.add(j);
      flat++;
    });
    const missing = expected.filter((j) => !seen.has(j));
    if (missing.length > 0) {
      throw new PlanError(
        `plan.sends[${i}]: P${i}'s message${missing.length > 1 ? "s" : ""} to ${missing.map((j) => `P${j}`).join(", ")} ${missing.length > 1 ? "are" : "is"} missing`,
        flat,
      );
    }
  });
}
