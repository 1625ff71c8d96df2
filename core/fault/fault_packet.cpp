#include "fault_packet.hpp"

namespace doar::fault {

std::string tag_name(std::uint8_t tag) {
  std::string s;
  if (tag & kCtxS) s += "S";
  if (tag & kCtxI) s += "I";
  return s.empty() ? "-" : s;
}

std::string to_string(const FaultPacket& p) {
  if (p.kind == PacketKind::FR) return "FR";
  if (p.kind == PacketKind::RV) return "RV " + doar::to_string(p.addr) + "/" + std::to_string(p.prefix) + " " + tag_name(p.tag);
  if (p.kind == PacketKind::VG) return "VG " + doar::to_string(p.addr) + "/" + std::to_string(p.prefix);
  if (p.kind == PacketKind::VR) return "VR " + doar::to_string(p.addr) + "/" + std::to_string(p.prefix);
  return "FD " + doar::to_string(p.addr) + "/" + std::to_string(p.prefix) + " " + tag_name(p.tag);
}

}  // namespace doar::fault
