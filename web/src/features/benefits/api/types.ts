import type {
  benefitGroupMemberResource,
  benefitGroupResource,
  coverageResource,
  coverageUseResource,
  documentResource,
  Flat,
} from '@evenkeel/common';

export type BenefitGroup = Flat<typeof benefitGroupResource>;
export type BenefitGroupMember = Flat<typeof benefitGroupMemberResource>;
export type Coverage = Flat<typeof coverageResource>;
export type CoverageUse = Flat<typeof coverageUseResource>;
export type BenefitDocument = Flat<typeof documentResource>;
export type NotMemberLine = { line: number; text: string };
