#include "rank_transport.hpp"

namespace doar::net {

namespace {
RankTransport* g_transport = nullptr;  // set once by tlm/mpi before the network is built
}  // namespace

RankTransport* rank_transport() { return g_transport; }
void set_rank_transport(RankTransport* t) { g_transport = t; }

}  // namespace doar::net
