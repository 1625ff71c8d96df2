// The header of a packet as it travels with its head flit: everything a router or a routing
// function reads or writes at a hop (destination, source group, size, hop counts and the
// algorithm's routing state). The Packet in the pool (packet.hpp) is touched only when the
// packet is created and when it leaves the network; keeping the per-hop fields here takes
// its cache lines off the path of every hop (docs/performance.md, session 7).
#pragma once
#include <cstdint>
#include "address.hpp"

namespace doar::net {

// Per-packet routing state, written and read only by the routing algorithm. All fields start
// at their defaults when the packet is created; their meaning is the algorithm's (documented
// in its own file and in docs/routing.md).
struct RouteState {
  // Valiant intermediate router (dense index), -1: none. Under a candidate-set routing of
  // core (the torus's) it holds that routing's per-packet state instead (Routing::draw_state).
  std::int32_t inter_router = -1;
  std::int16_t inter_group = -1;   // intermediate group, -1: none
  std::uint8_t phase = 0;          // e.g. 0 = towards the intermediate, 1 = towards dst
  std::uint8_t flags = 0;          // algorithm bits, e.g. kMinimal, kTentative
  static constexpr std::uint8_t kMinimal = 1;    // committed to the minimal path
  static constexpr std::uint8_t kTentative = 2;  // PAR: decision still open
  static constexpr std::uint8_t kDecided = 4;    // source decision taken
};

// 20 bytes, so that a flit with its header fits in 32 (flit.hpp).
struct PacketHeader {
  // The destination node as gid << 16 | bid << 8 | nid: every field fits, since core's
  // Dragonfly refuses networks beyond the chip's limits (radix <= kMaxRadix, a*h <= kMaxSlots).
  std::uint32_t dst_code = 0;
  std::uint16_t size = 1;         // flits
  std::uint16_t src_gid = 0;      // the source's group (all an algorithm reads of the source)
  std::uint8_t hops = 0;          // router-to-router hops taken so far (counted by the router)
  std::uint8_t global_hops = 0;   // of which over global links
  RouteState route;

  static std::uint32_t encode(const NodeAddr& a) {
    return static_cast<std::uint32_t>(a.gid) << 16 | static_cast<std::uint32_t>(a.bid) << 8 |
           static_cast<std::uint32_t>(a.nid);
  }
  NodeAddr dst() const {
    return {static_cast<int>(dst_code >> 16), static_cast<int>((dst_code >> 8) & 0xFF), static_cast<int>(dst_code & 0xFF)};
  }
  int dst_gid() const { return static_cast<int>(dst_code >> 16); }
  RouterId dst_router() const { return {dst_gid(), static_cast<int>((dst_code >> 8) & 0xFF)}; }
  int dst_nid() const { return static_cast<int>(dst_code & 0xFF); }
  // A fresh header from src to dst (tests and the terminals).
  static PacketHeader make(const NodeAddr& src, const NodeAddr& dst, int size = 1) {
    PacketHeader h;
    h.dst_code = encode(dst);
    h.size = static_cast<std::uint16_t>(size);
    h.src_gid = static_cast<std::uint16_t>(src.gid);
    return h;
  }
};
static_assert(sizeof(PacketHeader) == 20, "a flit with its header takes 32 bytes");

}  // namespace doar::net
