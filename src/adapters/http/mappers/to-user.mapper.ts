import type { User } from '../../../domain/account/user';
import type { UserDto } from '../dto/user.dto';

/** A validated UserDto as the domain User: fresh, plain objects (no DTO class instances leak out). */
export function toUser(dto: UserDto): User {
  return {
    accountId: dto.accountId,
    playerId: dto.playerId,
    playerAccountStatus: dto.playerAccountStatus,
    language: dto.language,
    email: dto.email,
    newEmail: dto.newEmail,
    phone: dto.phone === null ? null : { countryCode: dto.phone.countryCode, number: dto.phone.number },
    additionalEmailAddresses: dto.additionalEmailAddresses.map((entry) => ({
      id: entry.id,
      email: entry.email,
      confirmed: entry.confirmed,
    })),
    activityPrivacy: dto.activityPrivacy,
    systemWideActivityPrivacy: dto.systemWideActivityPrivacy,
    unitDistance: dto.unitDistance,
    unitHeightWeight: dto.unitHeightWeight,
    firstName: dto.firstName,
    lastName: dto.lastName,
    photo: dto.photo,
    parentId: dto.parentId,
    playerDetails: dto.playerDetails.map((child) => ({
      playerId: child.playerId,
      firstName: child.firstName,
      lastName: child.lastName,
      photo: child.photo,
      ...(child.systemWideActivityPrivacy === undefined
        ? {}
        : { systemWideActivityPrivacy: child.systemWideActivityPrivacy }),
    })),
  };
}
