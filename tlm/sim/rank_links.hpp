// The links between the ranks of a run spread over processes (doar-sim-mpi, docs/mpi.md).
// Every rank builds and runs only its own parts (partition.hpp, dealt to the ranks as to
// threads: deal_parts). A link whose ends lie on two ranks has a delay line on each (on the
// sender's side in FarEnds): the sender's rank fills its copy as a run on threads does
// (flits into the ring, arrival cycles into the far marks), the receiver's rank reads its own. After each
// block of B cycles (B <= the latency of every cut link, so nothing sent in a block arrives
// in it) pack() takes out of this rank's copies what its routers sent over cut links in the
// block, and unpack() writes what the other ranks sent into this rank's copies, with the
// same far marks: the next block's start (FarInbound::collect) then finds the arrivals as
// in a run on threads, and the result cannot depend on the number of ranks.
//
// What crosses, per cut link and block, in the order of the links (router index, port):
// the flits downstream (arrival cycle, the 32-byte flit, and for a head the 64-byte packet
// record, which the other rank's pool does not hold), and the credit words upstream
// (arrival cycle, 4 bits per VC). A packet index means nothing on another rank: the
// receiving rank takes a packet from its part's pool for a head and gives its later flits,
// which follow it on the same VC of the same link, the same index; the sending rank frees
// its copy when the tail has left. No result depends on which index a packet has.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>
#include "net_env.hpp"
#include "rank_transport.hpp"

namespace doar::net {

class RankLinks {
 public:
  // `out_line(router, port)`: this rank's delay line of the link leaving `router` at `port`;
  // `cal_mask`: the far marks' index mask (a calendar's); `rank_of_part`: the rank that
  // runs each part.
  RankLinks(NetEnv& env, const std::function<LinkLine*(int, int)>& out_line, std::size_t cal_mask,
            const std::vector<int>& rank_of_part, int rank, int ranks, int vcs);
  // After the block [first, first + block): what this rank sends to each rank.
  std::vector<Bytes> pack(std::uint64_t first, int block);
  // Before the next block: what each rank sent this one (pack()'s layout); throws
  // std::runtime_error on bytes that do not fit.
  void unpack(const std::vector<Bytes>& in, std::uint64_t first, int block);
  int cut_links() const { return static_cast<int>(links_.size()); }

 private:
  struct Cut {
    LinkLine* line;
    int from_rank, to_rank;  // the sender's and the receiver's
    NetPart* from_part;      // frees the packets whose tail left (the sender's side)
    NetPart* to_part;        // takes the packets of arriving heads (the receiver's side)
    std::uint32_t count = 0;         // flits passed over the link so far (both sides count)
    std::vector<std::uint32_t> pkt;  // receiver's side: per VC, the local index of the packet on it
  };
  void pack_flits(Cut& k, std::uint64_t first, int block, Bytes& out);
  void pack_credits(Cut& k, std::uint64_t first, int block, Bytes& out);
  std::size_t unpack_flits(Cut& k, const Bytes& in, std::size_t at, std::uint64_t first);
  std::size_t unpack_credits(Cut& k, const Bytes& in, std::size_t at, std::uint64_t first);
  int rank_, ranks_;
  std::size_t cal_mask_;  // the far marks' index (a calendar's)
  std::vector<Cut> links_;
};

}  // namespace doar::net
