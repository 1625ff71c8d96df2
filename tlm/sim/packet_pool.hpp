// Packets are recycled through a free list and allocated in chunks: no allocation per packet
// once the pool has grown to the number of packets in flight. A packet is named by a 32-bit
// index (flits carry it instead of a pointer: flit.hpp).
//
// A network run in parts (Network, parallel runs: docs/performance.md) has one pool per
// part, all resolving indices through one chunk table: any part reads any packet by its
// index, and each part creates packets from its own free list, without locks. The chunks of
// part q of n are the table entries q, q + s, q + 2s, ... (s: the power of two >= n), so an
// index names its owner. A part that frees another part's packet (its sink ejected it) keeps
// the index in its own free list while that holds fewer than a chunk's worth: the packet's
// line is in this part's cache and its next packet reuses it. Beyond that it files the index
// in an outbox for the owner, who takes its outboxes back at the start of its next block
// (begin_block), when the writer has passed the barrier and writes the other outbox of the
// pair; so no part's free list grows without bound when a part receives more packets than it
// sends. Which index a packet gets never shows in a result.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>
#include "packet.hpp"

namespace doar::net {

class PacketPool {
 public:
  static constexpr std::uint32_t kNone = ~std::uint32_t{0};
  PacketPool() : table_(std::make_shared<Table>()), chunk_(table_->chunk) {}

  // Makes this pool part `part` of `parts` (all parts join part 0's pool, before any packet
  // is created): one chunk table, outboxes for the others.
  void join(PacketPool& first, int part, std::vector<PacketPool*>* all) {
    table_ = first.table_;
    chunk_ = table_->chunk;
    part_ = static_cast<std::uint32_t>(part);
    all_ = all;
    stride_ = 1;
    while (stride_ < all->size()) stride_ <<= 1;
    for (auto& box : outbox_) box.assign(all->size(), {});
  }

  std::uint32_t get() {
    if (free_ == kNone) grow();
    const std::uint32_t i = free_;
    Packet& p = at(i);
    free_ = p.next_free;
    --free_count_;
    p = Packet{};
    ++live_;
    return i;
  }
  void put(std::uint32_t i) {
    --live_;
    if (free_count_ >= kChunk) {
      const std::uint32_t owner = (i >> kShift) & (stride_ - 1);
      if (owner != part_) {
        outbox_[parity_][owner].push_back(i);
        return;
      }
    }
    push_free(i);
  }
  // Parallel runs, at the start of block `block` of this part: the indices the other parts
  // freed for it in the block before, back into its free list.
  void begin_block(std::uint64_t block) {
    parity_ = static_cast<unsigned>(block & 1);
    if (!all_) return;
    const unsigned before = parity_ ^ 1u;
    for (PacketPool* q : *all_) {
      if (q == this) continue;
      std::vector<std::uint32_t>& box = q->outbox_[before][part_];
      for (const std::uint32_t i : box) push_free(i);
      box.clear();
    }
  }
  Packet& at(std::uint32_t i) { return chunk_[i >> kShift][i & (kChunk - 1)]; }
  const Packet& at(std::uint32_t i) const { return chunk_[i >> kShift][i & (kChunk - 1)]; }
  // Packets taken less packets returned through this pool (per part: not the packets alive).
  std::int64_t live() const { return live_; }

 private:
  static constexpr std::uint32_t kShift = 12;
  static constexpr std::uint32_t kChunk = 1u << kShift;
  // 2^30 packets (64 GB of them) in all; a part of n gets 2^18 / s chunks (4M packets at
  // s = 256, the most parts a network is cut into: partition.hpp).
  static constexpr std::uint32_t kChunks = 1u << 18;
  // Every chunk of every part (2 MB of pointers, calloc'd: untouched pages cost nothing).
  struct Table {
    Packet** chunk = static_cast<Packet**>(std::calloc(kChunks, sizeof(Packet*)));
    Table() {
      if (!chunk) throw std::bad_alloc();
    }
    ~Table() { std::free(chunk); }
    Table(const Table&) = delete;
    Table& operator=(const Table&) = delete;
  };
  void push_free(std::uint32_t i) {
    at(i).next_free = free_;
    free_ = i;
    ++free_count_;
  }
  void grow() {
    const std::uint32_t id = static_cast<std::uint32_t>(chunks_.size()) * stride_ + part_;
    if (id >= kChunks) throw std::bad_alloc();
    chunks_.emplace_back(new Packet[kChunk]);
    Packet* c = chunks_.back().get();
    chunk_[id] = c;
    const std::uint32_t base = id << kShift;
    for (std::uint32_t i = 0; i < kChunk; ++i) {  // the chunk's last packet is handed out first
      c[i].next_free = free_;
      free_ = base + i;
    }
    free_count_ += kChunk;
  }
  std::shared_ptr<Table> table_;
  Packet** chunk_;  // table_->chunk, without the indirection
  std::vector<std::unique_ptr<Packet[]>> chunks_;  // this pool's own
  std::uint32_t free_ = kNone;
  std::uint32_t free_count_ = 0;  // entries in the free list
  std::int64_t live_ = 0;
  std::uint32_t part_ = 0, stride_ = 1;
  unsigned parity_ = 0;
  std::vector<PacketPool*>* all_ = nullptr;             // every part's pool (parallel runs)
  std::vector<std::vector<std::uint32_t>> outbox_[2];   // [block parity][owner part]
};

}  // namespace doar::net
