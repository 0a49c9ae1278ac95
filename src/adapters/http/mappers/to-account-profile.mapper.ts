import type { AccountProfile } from '../../../domain/account/account-profile';
import type { AccountProfileDto } from '../dto/account-profile.dto';
import { toUser } from './to-user.mapper';

/** A validated AccountProfileDto as the domain AccountProfile: fresh, plain objects. */
export function toAccountProfile(dto: AccountProfileDto): AccountProfile {
  const personal = dto.personal;
  return {
    user: toUser(dto.user),
    personal: {
      firstName: personal.firstName,
      middleName: personal.middleName,
      lastName: personal.lastName,
      birthDate: personal.birthDate,
      phone:
        personal.phone === null ? null : { countryCode: personal.phone.countryCode, number: personal.phone.number },
      beltNumber: personal.beltNumber,
      heightCm: personal.heightCm,
      weightKg: personal.weightKg,
      position: personal.position,
      ownPlayer: personal.ownPlayer,
      ...(personal.hrmax === undefined ? {} : { hrmax: personal.hrmax }),
      ...(personal.hrmaxSource === undefined ? {} : { hrmaxSource: personal.hrmaxSource }),
      ...(personal.sex === undefined ? {} : { sex: personal.sex }),
    },
    subscriptions: dto.subscriptions.map((s) => ({ id: s.id, type: s.type, subscribed: s.subscribed })),
  };
}
