#include "doar_router_head_decode.hpp"

namespace doar::rtl {

doar_router_head_decode::doar_router_head_decode(sc_core::sc_module_name name)
    : sc_module(name), flit("flit"), req_valid("req_valid"), src_gid("src_gid"), dst_gid("dst_gid"), src_bid("src_bid"),
      dst_bid("dst_bid"), src_nid("src_nid"), dst_nid("dst_nid"), vc("vc") {
  SC_METHOD(decode);
  sensitive << flit;
}

void doar_router_head_decode::decode() {
  const FlitFields f = unpack_flit(flit.read());
  req_valid.write(f.valid && f.head);
  // The fields follow the pins whatever the valid bit (Verilog: plain bit slices).
  src_gid.write(f.src.gid);
  src_bid.write(f.src.bid);
  src_nid.write(f.src.nid);
  dst_gid.write(f.dst.gid);
  dst_bid.write(f.dst.bid);
  dst_nid.write(f.dst.nid);
  vc.write(f.vc & 0x3);
}

}  // namespace doar::rtl
