// The staff's shapes are the wire contract's (@food/shared/wire), so the API and the kitchen
// read one member, one role list and one audit entry.
export type {
  StaffAuditEntry,
  StaffMember,
  StaffRole,
} from '@food/shared/wire'
