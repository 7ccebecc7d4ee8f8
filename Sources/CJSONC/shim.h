// Umbrella header for the json-c system library (libjson-c-dev, found through pkg-config "json-c").
#ifndef DNDSIM_CJSONC_SHIM_H
#define DNDSIM_CJSONC_SHIM_H

#include <json-c/json.h>

#endif
