export type BoundaryZone = { target: string | string[]; from: string | string[]; except?: string[]; message?: string };

export function boundaryZones(root: string): BoundaryZone[];
