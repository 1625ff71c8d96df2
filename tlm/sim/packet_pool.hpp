// Packets are recycled through a free list and allocated in chunks: no allocation per packet
// once the pool has grown to the number of packets in flight. A packet is named by a 32-bit
// index (flits carry it instead of a pointer: flit.hpp).
#pragma once
#include <cstdint>
#include <memory>
#include <vector>
#include "packet.hpp"

namespace doar::net {

class PacketPool {
 public:
  static constexpr std::uint32_t kNone = ~std::uint32_t{0};
  std::uint32_t get() {
    if (free_ == kNone) grow();
    const std::uint32_t i = free_;
    Packet& p = at(i);
    free_ = p.next_free;
    p = Packet{};
    ++live_;
    return i;
  }
  void put(std::uint32_t i) {
    at(i).next_free = free_;
    free_ = i;
    --live_;
  }
  Packet& at(std::uint32_t i) { return chunks_[i >> kShift][i & (kChunk - 1)]; }
  const Packet& at(std::uint32_t i) const { return chunks_[i >> kShift][i & (kChunk - 1)]; }
  std::size_t live() const { return live_; }
  std::size_t allocated() const { return chunks_.size() * kChunk; }

 private:
  static constexpr std::uint32_t kShift = 12;
  static constexpr std::uint32_t kChunk = 1u << kShift;
  void grow() {
    const std::uint32_t base = static_cast<std::uint32_t>(chunks_.size()) << kShift;
    chunks_.emplace_back(new Packet[kChunk]);
    Packet* c = chunks_.back().get();
    for (std::uint32_t i = 0; i < kChunk; ++i) {  // the chunk's last packet is handed out first
      c[i].next_free = free_;
      free_ = base + i;
    }
  }
  std::vector<std::unique_ptr<Packet[]>> chunks_;
  std::uint32_t free_ = kNone;
  std::size_t live_ = 0;
};

}  // namespace doar::net
