#include "flit_pins.hpp"

namespace doar::rtl {

FlitPin pack_flit(const FlitFields& f) {
  if (!f.valid) return 0;
  std::uint64_t w = 1;
  w |= std::uint64_t{f.head} << 1;
  w |= std::uint64_t{f.tail} << 2;
  w |= (static_cast<std::uint64_t>(f.vc) & 0x7) << 3;
  w |= (static_cast<std::uint64_t>(f.src.gid) & 0x3FF) << 6;
  w |= (static_cast<std::uint64_t>(f.src.bid) & 0x1F) << 16;
  w |= (static_cast<std::uint64_t>(f.src.nid) & 0x3F) << 21;
  w |= (static_cast<std::uint64_t>(f.dst.gid) & 0x3FF) << 27;
  w |= (static_cast<std::uint64_t>(f.dst.bid) & 0x1F) << 37;
  w |= (static_cast<std::uint64_t>(f.dst.nid) & 0x3F) << 42;
  w |= (static_cast<std::uint64_t>(f.tag) & 0xFFFF) << 48;
  return w;
}

FlitFields unpack_flit(const FlitPin& pin) {
  const std::uint64_t w = pin.to_uint64();
  FlitFields f;
  f.valid = w & 1;
  if (!f.valid) return f;
  f.head = (w >> 1) & 1;
  f.tail = (w >> 2) & 1;
  f.vc = static_cast<int>((w >> 3) & 0x7);
  f.src = {static_cast<int>((w >> 6) & 0x3FF), static_cast<int>((w >> 16) & 0x1F), static_cast<int>((w >> 21) & 0x3F)};
  f.dst = {static_cast<int>((w >> 27) & 0x3FF), static_cast<int>((w >> 37) & 0x1F), static_cast<int>((w >> 42) & 0x3F)};
  f.tag = static_cast<std::uint32_t>((w >> 48) & 0xFFFF);
  return f;
}

}  // namespace doar::rtl
