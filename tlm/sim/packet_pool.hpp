// Packets are recycled through a free list and allocated in chunks: no allocation per packet
// once the pool has grown to the number of packets in flight.
#pragma once
#include <memory>
#include <vector>
#include "packet.hpp"

namespace doar::net {

class PacketPool {
 public:
  Packet* get() {
    if (!free_) grow();
    Packet* p = free_;
    free_ = p->next_free;
    *p = Packet{};
    ++live_;
    return p;
  }
  void put(Packet* p) {
    p->next_free = free_;
    free_ = p;
    --live_;
  }
  std::size_t live() const { return live_; }
  std::size_t allocated() const { return chunks_.size() * kChunk; }

 private:
  static constexpr std::size_t kChunk = 4096;
  void grow() {
    chunks_.emplace_back(new Packet[kChunk]);
    Packet* c = chunks_.back().get();
    for (std::size_t i = 0; i < kChunk; ++i) {
      c[i].next_free = free_;
      free_ = &c[i];
    }
  }
  std::vector<std::unique_ptr<Packet[]>> chunks_;
  Packet* free_ = nullptr;
  std::size_t live_ = 0;
};

}  // namespace doar::net
